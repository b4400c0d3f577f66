[1].each |$x| { define y {} }
