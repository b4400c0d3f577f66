notice(/[[:alpha:]][[:alpha][:^digit:]]/)
