file { '/a': mode => '0640' }
notify { 'n': message => File['/a'] =~ Type[File] }
notify { 'm': message => File['/a'] =~ Resource }
