type A = Object[{attributes => {'__ptype' => Integer}}]
notify { '1': message => "${A}" }
