notify { 'ünï': message => "çå ${'ß'.upcase} ${'ÀB'.downcase} ${'añb'.length}" }
