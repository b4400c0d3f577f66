notify { "sv=${server_facts['serverversion']} env=${server_facts['environment']}": }
