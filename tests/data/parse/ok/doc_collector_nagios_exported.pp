Nagios_service <<| |>>
