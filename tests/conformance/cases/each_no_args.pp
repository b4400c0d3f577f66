each() |$x| { }
