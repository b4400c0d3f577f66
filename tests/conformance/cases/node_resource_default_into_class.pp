node default { File { mode => '0600' } include c }
class c { file { '/c': } }
