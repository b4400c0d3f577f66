tidy { '/tmp': age => '1w', recurse => 1 }
resources { 'user': purge => true, unless_system_user => true }
