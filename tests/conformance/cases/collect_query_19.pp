class a { @@file { '/e': tag => 'exp' } }
include a
File <<| tag == 'a' |>>
