nagios_host { 'n': address => '1.2.3.4', use => 'generic', check_command => 'x', max_check_attempts => 3 }
