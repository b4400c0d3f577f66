@@host { 'web1': ip => '10.0.0.1', tag => 'cluster' }
Host <<| tag == 'cluster' |>>
