import { Button } from '@hifi/shared';
import { PanelLeft } from 'lucide-react';
import { useSidebar } from '../sidebar-state.tsx';

export function SidebarTrigger() {
  const { open, openMobile, isMobile, toggle } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle sidebar"
      data-sidebar-trigger
      aria-expanded={isMobile ? openMobile : open}
      title="Toggle sidebar (Ctrl+B)"
      onClick={toggle}
    >
      <PanelLeft className="size-4" aria-hidden />
    </Button>
  );
}
