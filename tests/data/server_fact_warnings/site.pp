notice("environment=${environment} fact=${facts['environment']} serverversion=${serverversion}")
