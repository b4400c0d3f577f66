file { ['/etc/a', '/etc/b']: }
service { 's': subscribe => File['/etc/a', '/etc/b'] }
