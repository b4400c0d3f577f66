haproxy::generate_error_message('The listen port is not valid')
