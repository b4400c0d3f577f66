class a {}
class { 'a': }
class { 'a': }
