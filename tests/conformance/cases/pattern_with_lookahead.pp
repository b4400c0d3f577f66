type Duration = Pattern[/^(?!$)((\d+h *)?(\d+m *)?(\d+s)?|\d+)$/]
notify { 'a': message => ['5s' =~ Duration, '1h 2m' =~ Duration, '' =~ Duration, 'x' =~ Duration, 'ab' =~ Pattern[/a(?=b)/]] }
