$x = shell_join('abc')
