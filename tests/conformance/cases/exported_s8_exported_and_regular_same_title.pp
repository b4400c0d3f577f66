@@notify { 'e1': }
notify { 'e1': }
