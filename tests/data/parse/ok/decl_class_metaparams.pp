class a {}
notify { 'n': }
class { 'a': require => Notify['n'], tag => 'mytag' }
