gizmo { 'g': size => 3 }
