class c { (1) }
