rt_setting { 'main/port': value => '1', path => '/etc/x.ini' }
rt_setting { 'solo': section => 's', setting => 'k' }
rt_setting { 'a/b/c': }
