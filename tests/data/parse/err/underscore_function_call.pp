$x = _helper()
