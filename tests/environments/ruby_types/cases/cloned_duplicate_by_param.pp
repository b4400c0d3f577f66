rt_cloned { 'main/port': value => '1', shared => 's' }
rt_cloned { 'other/port': section => 'main' }
