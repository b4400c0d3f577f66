notify { 'ünïcödé "quoted" \\ back': message => "tab\there\nnewline" }
