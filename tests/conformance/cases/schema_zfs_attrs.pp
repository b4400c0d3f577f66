zfs { 'tank/x': compression => 'on', quota => '1G' }
