Resource[File] { '/x': ensure => file }
notify { 'n': message => Resource[File, '/x']['ensure'] }
