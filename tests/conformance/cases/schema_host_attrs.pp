host { 'h': ip => '10.0.0.1', host_aliases => ['a', 'b'], comment => 'c', target => '/etc/hosts' }
