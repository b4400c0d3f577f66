nagios_host { 'h': address => '1.2.3.4' }
