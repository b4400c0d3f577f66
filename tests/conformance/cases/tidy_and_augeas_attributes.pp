tidy { '/tmp': age => '1w', recurse => true }
augeas { 'a': changes => ['set x 1'], context => '/files/etc/hosts' }
