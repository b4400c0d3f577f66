class c { [1].each |$x| { } }
