stage { 'first': before => Stage['main'] }
stage { 'last': require => Stage['main'] }
class a { notify { 'a': } }
class z { notify { 'z': } }
class { 'a': stage => 'first' }
class { 'z': stage => last }
