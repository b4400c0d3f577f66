@@@notify { "a": }
