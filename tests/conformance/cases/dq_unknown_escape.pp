notify { 'a': message => "x\qy \$z \\ \u{41}\u0042" }
