create_resources('@class', {})
notify { 'ok': }
