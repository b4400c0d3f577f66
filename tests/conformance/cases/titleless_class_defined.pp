$x = defined(Class)
