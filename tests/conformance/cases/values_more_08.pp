notify { 'n': message => "tab\tnl\\n q\" u\u0041 \x" }
