$x = stdlib::has_interface_with('speed', '10')
