File { mode => '0644' }
class a { file { '/a': } }
node default { File { owner => 'root' } include a }
