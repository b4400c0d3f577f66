@notify { 'x': }
@@notify { 'x': }
