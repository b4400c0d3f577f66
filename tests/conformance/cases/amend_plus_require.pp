class base { file { '/a': ensure => file, require => Notify['n1'] } notify { ['n1','n2']: } }
class child inherits base { File['/a'] { require +> Notify['n2'] } }
include child
