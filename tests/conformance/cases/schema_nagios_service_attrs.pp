nagios_service { 's': host_name => 'h', service_description => 'd', check_command => 'c' }
