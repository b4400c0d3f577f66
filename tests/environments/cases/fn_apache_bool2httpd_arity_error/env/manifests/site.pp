$x = apache::bool2httpd(true, false)
