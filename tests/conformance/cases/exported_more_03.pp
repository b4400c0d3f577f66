@@notify { 'e': }
