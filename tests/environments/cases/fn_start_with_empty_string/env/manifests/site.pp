$x = stdlib::start_with('', 'a')
