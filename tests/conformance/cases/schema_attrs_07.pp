host { 'h': ip => '1.2.3.4', host_aliases => ['a'] }
