rt_setting { 'main/port': value => '1' }
rt_setting { 'again': section => 'main', setting => 'port', name => 'main/port' }
