file { '/a': }
File { owner => 'late' }
