$defaults = { 'ensure' => 'present' }
user { default: * => $defaults; 'u1': uid => 10; 'u2': uid => 20, ensure => absent }
