notify { '123': }
notify { '1.5': }
